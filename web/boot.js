// Python's start, begun as soon as this module is here (before the page is first drawn),
// as a bare loadPyodide() page begins it, rather than once PyScript has read its config,
// loaded its plugins and looked through the page: the interpreter is most of the wait,
// and PyScript's own set-up then runs while it loads.  PyScript's config (which build.py
// writes into the page) names this module as its interpreter, so PyScript runs the page's
// Python on the interpreter started here.
//
// The page's Python: its bytecode (python.code, compiled by build.py) is imported by a
// finder of its own, each module unmarshalled once when it is first imported, nothing
// compiled or unpacked; its sources (python.zip) follow, for tracebacks to quote.
import { loadPyodide as startPyodide, version } from "./pyodide/pyodide.mjs";

// Where the archive lives in Python's file system; build.py compiles each module with
// its file name under this path (build.ARCHIVE_PATH), so tracebacks quote its lines.
const ARCHIVE_PATH = "/home/pyodide/python.zip";
const CODE_PATH = "/home/pyodide/python.code";

const download = (name) =>
  fetch(new URL(`./${name}`, import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
const code = download("python.code");

// A finder on Python's meta path that imports the page's modules from their bytecode,
// each unmarshalled once (Python's zip importer would read and unmarshal each twice, once
// only to learn its file name).  A module's file and package path are those in the
// archive of sources, so a traceback quotes its lines once the archive is there.
const FINDER = `
import marshal, sys
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
        exec(marshal.loads(self.modules[module.__spec__.name][1]), module.__dict__)

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


sys.meta_path.insert(0, CompiledFinder(CODE_PATH, ARCHIVE_PATH))
`;

// The moments bench/startup.py reads to tell where the time goes (bare.html marks them too).
performance.mark("python-start");
const started = startPyodide().then(async (pyodide) => {
  performance.mark("python-ready");
  pyodide.FS.writeFile(CODE_PATH, new Uint8Array(await code));
  const paths = `ARCHIVE_PATH = ${JSON.stringify(ARCHIVE_PATH)}\nCODE_PATH = ${JSON.stringify(CODE_PATH)}\n`;
  pyodide.runPython(paths + FINDER, { globals: pyodide.toPy({}) });
  // The sources serve only tracebacks, so they are fetched now rather than alongside
  // Pyodide's own files, whose download they would slow on a first visit.
  download("python.zip")
    .then((archive) => pyodide.FS.writeFile(ARCHIVE_PATH, new Uint8Array(archive)))
    .catch(() => {}); // without them a traceback still names each file and line
  return pyodide;
});
// Nobody may be waiting yet: a failure is reported when PyScript asks, not as unhandled.
started.catch(() => {});

export { version };

// What PyScript calls to get its interpreter: the one already starting, with PyScript's
// output handlers put in place of the defaults it was started with.
export const loadPyodide = async ({ stdout, stderr } = {}) => {
  const pyodide = await started;
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
};
