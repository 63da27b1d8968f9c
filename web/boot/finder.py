"""The page's importer: a finder on Python's meta path that imports the page's modules from
their bytecode (python.code, compiled by build.py), each unmarshalled once when it is first
imported; Python's zip importer would read and unmarshal each twice, once only to learn its
file name.  A module's file and package path are those in the archive of sources
(python.zip), so a traceback quotes its lines once the archive is there.

web/boot.js runs this file, then ``install``, as Pyodide starts afresh; build.py runs the
same before it takes the memory snapshot, so a restored interpreter has the finder (and
the bytecode it holds) already in place.
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
        if found is None:
            return None
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

    def forget_imported(self):
        """Drop the bytecode of the modules already imported, keeping whether each is a
        package (tracebacks ask): build.py calls it before it takes the memory snapshot,
        which holds those modules imported, and their code would only take room there."""
        for name, (package, _code) in list(self.modules.items()):
            if name in sys.modules:
                self.modules[name] = (package, None)

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
