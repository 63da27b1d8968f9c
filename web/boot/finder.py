"""The page's importer: a finder on Python's meta path that imports the page's modules from
their bytecode (python.code, compiled by build.py), each unmarshalled once when it is first
imported; Python's zip importer would read and unmarshal each twice, once only to learn its
file name.  A module's file and package path are those in the archive of sources
(python.zip), so a traceback quotes its lines once the archive is there.

web/boot.js runs this file, then ``install``, as Pyodide starts afresh; build.py runs the
same before it takes the memory snapshot, so a restored interpreter has the finder already
in place, holding only the bytecode of the modules a start imports after the restore
(``forget``): the snapshot holds the modules imported, and every game but the opening one
(with the solver's knowledge of it) waits for python.code, which boot.js
fetches once the page is ready, or at once when the page asks for it, and hands over
(``take``).  Until then such a module is not found here.
"""

import marshal
import sys
from importlib.machinery import ModuleSpec


class CompiledFinder:
    def __init__(self, code_path, archive):
        with open(code_path, "rb") as file:
            self.modules = marshal.loads(file.read())
        self.archive = archive

    def find_spec(self, name, path=None, target=None):
        found = self.modules.get(name)
        if found is None or found[1] is None:
            return None  # not the page's, or its bytecode is not here (yet, or any more)
        where = self.archive + "/" + name.replace(".", "/")
        package = found[0]
        spec = ModuleSpec(
            name, self, origin=where + ("/__init__.py" if package else ".py"), is_package=package
        )
        if package:
            spec.submodule_search_locations = [where]
        spec.has_location = True
        return spec

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        code = self.modules[module.__spec__.name][1]
        if code is None:
            raise ImportError(f"{module.__spec__.name} was imported once and cannot be again")
        exec(marshal.loads(code), module.__dict__)

    def forget(self, later):
        """Drop the bytecode of the modules imported, and of those named in ``later``,
        keeping whether each is a package (tracebacks ask): build.py calls it before it
        takes the memory snapshot, which holds the imported modules (their code would only
        take room there) and must not hold the games' but the opening one's (every game
        would outgrow the snapshot's memory and lengthen a first visit): those come with
        python.code (``take``).  The modules a start imports after the restore (those that
        touch the browser) keep theirs."""
        for name, (package, _code) in list(self.modules.items()):
            if name in sys.modules or name in later:
                self.modules[name] = (package, None)

    def take(self, code_path):
        """The bytecode of python.code for the modules not imported yet: they can be
        imported from now on."""
        with open(code_path, "rb") as file:
            modules = marshal.loads(file.read())
        for name, found in modules.items():
            if name not in sys.modules:
                self.modules[name] = found

    def get_source(self, name):
        import zipfile

        package = self.modules[name][0]
        inner = name.replace(".", "/") + ("/__init__.py" if package else ".py")
        try:
            with zipfile.ZipFile(self.archive) as archive:
                # PyScript's and the standard library's modules have no source there.
                if inner in archive.namelist():
                    return archive.read(inner).decode("utf-8")
        except OSError:
            pass  # not here yet, or not at all: a traceback then quotes no lines
        return None


def install(code_path, archive_path):
    sys.meta_path.insert(0, CompiledFinder(code_path, archive_path))
