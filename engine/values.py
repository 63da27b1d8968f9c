"""Small value types that cost nothing to create: the base of moves, tables, plans and
foundations (and of the page's own records).

Why not ``@dataclass``: the page imports the engine on every start, and the decorator
writes the source of ``__init__``, ``__eq__``, ``__hash__`` and ``__repr__`` for each class
and compiles it.  Under Pyodide that was about 20 ms of the 27 ms the page spent importing
its Python (issue 7).  A class built here is an ordinary class: it lists its fields and
writes its own ``__init__``; these bases read the list for the rest.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, ClassVar, Self

# How a Frozen value's ``__init__`` sets its fields (assigning them raises).
assign = object.__setattr__


class Fields:
    """A class described by ``_fields``, the constructor's arguments in order: ``repr``
    and ``as_dict`` show them, and two instances of the class are equal when their
    ``_compared`` fields are (all of ``_fields`` unless the class says otherwise).
    Mutable, so not hashable; ``Frozen`` is both."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _compared: ClassVar[tuple[str, ...]] = ()
    _key: ClassVar[attrgetter]  # the compared fields of an instance, as a tuple

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        compared = cls._compared or cls._fields
        if compared:  # not Frozen itself
            cls._key = attrgetter(*compared)
            cls.__match_args__ = cls._fields

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._key(self) == self._key(other)

    __hash__ = None

    def as_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self._fields}


class Frozen(Fields):
    """An immutable, hashable value: setting or deleting an attribute raises
    AttributeError (``__init__`` sets each field with ``assign``)."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a {type(self).__qualname__} never changes: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a {type(self).__qualname__} never changes: cannot delete {name!r}")

    def __hash__(self) -> int:
        return hash(self._key(self))

    def __reduce__(self) -> tuple:
        # pickle and copy make the copy through the constructor.
        return type(self), tuple(getattr(self, name) for name in self._fields)

    def replace(self, **changes: Any) -> Self:
        """A copy with some fields changed (TypeError for a name that is no field)."""
        values = self.as_dict()
        values.update(changes)
        return type(self)(**values)
