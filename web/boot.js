// Python's start, begun as soon as the page is parsed, as a bare loadPyodide() page
// begins it, rather than once PyScript has read its config, loaded its plugins and looked
// through the page: the interpreter is most of the wait, and PyScript's own set-up then
// runs while it loads.  PyScript's config (pyscript.json, written by build.py) names this
// module as its interpreter, so PyScript runs the page's Python on the interpreter
// started here.
//
// The page's Python (python.zip, written by build.py) goes on Python's path as it is:
// modules are imported from the archive, bytecode already compiled, nothing unpacked.
import { loadPyodide as startPyodide, version } from "./pyodide/pyodide.mjs";

// Where the archive lives in Python's file system; build.py compiles each module with
// its file name under this path (build.ARCHIVE_PATH), so tracebacks quote its lines.
const ARCHIVE_PATH = "/home/pyodide/python.zip";

const archive = fetch(new URL("./python.zip", import.meta.url)).then((response) => {
  if (!response.ok) throw new Error(`python.zip: HTTP ${response.status}`);
  return response.arrayBuffer();
});

const started = startPyodide().then(async (pyodide) => {
  pyodide.FS.writeFile(ARCHIVE_PATH, new Uint8Array(await archive));
  // First on the path: the archive also holds PyScript's and the html package's modules
  // precompiled, the same sources as the copies Python would otherwise compile.
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(ARCHIVE_PATH)})`);
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
