// PyScript for this page, whose Python runs on the main thread only, never in a worker.
//
// Without this, PyScript needs the Content-Security-Policy's 'unsafe-eval': for every
// script it runs, polyscript builds a worker Hook (polyscript esm/custom.js,
// handleCustomType), which reads PyScript's worker hooks, and PyScript joins the
// callbacks of each worker hook into one function compiled from text with Function()
// (@pyscript/core src/hooks.js, createFunction) whenever the hook has any.  PyScript
// registers one itself, worker onBeforeRunAsync, which sets up its _pyscript module
// inside a worker.  With no worker on the page it has nothing to do; removed, no worker
// hook has a callback and nothing is compiled from text.
import { hooks } from "./pyscript/core.js";

hooks.worker.onBeforeRunAsync.clear();
