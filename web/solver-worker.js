// The solver's worker: an interpreter of its own, restored from the page's memory snapshot
// (web/boot/interpreter.mjs, joined in before this file by build.py, as it is into
// web/boot.js), that answers the page's Hint, Show me and the coach's look back
// (web/ui/coach/desk.py: the requests and the answers), so that a tap never waits for a
// search.  web/boot.js starts it once the page is ready: the snapshot is in the cache
// storage by then, and Pyodide's files and python.code in the HTTP cache (or the service
// worker's), so it downloads nothing the page has not.  It posts {ready: how} once it can
// answer, or {failed: why}; then an answer for each request.
//
// A search runs a slice at a time, and the messages that came meanwhile are read between
// two slices (the page drops a search a move has made stale): the next slice is queued
// behind them through a MessageChannel (a timer would wait 4 ms each time once nested).

// A slice of the newest request's search, in seconds: the page's own slices are 30 ms,
// to keep its frames; here only a cancelled search's waste counts.
const SLICE = 0.05;
// After a slice of a search the player did not ask for (the coach's look back after a
// move), the worker rests this long (ms) before the next: on a phone whose cores are
// few or busy, a worker searching without a pause takes the time of the page's taps.
const REST = 50;

async function startPython() {
  let pyodide = null;
  let how = "snapshot";
  const why = cannotRestore();
  if (!why) {
    try {
      const cached = await cachedSnapshot();
      pyodide = await restore(await (cached ? cached.arrayBuffer() : downloadedSnapshot()));
      await handCode(pyodide);
    } catch (error) {
      console.warn(`The solver's worker starts Python afresh: ${error?.message ?? error}`);
      pyodide = null;
    }
  }
  if (!pyodide) {
    pyodide = await fresh(downloadCode());
    how = "fresh";
  }
  const desk = run(pyodide, "from ui.coach.desk import Desk\nDesk()");
  return { desk, how };
}

const waiting = []; // messages that came before Python was ready
let desk = null;
let queued = false;
const turn = new MessageChannel();

function work() {
  queued = false;
  for (const answer of JSON.parse(desk.work(SLICE))) postMessage(answer);
  if (desk.busy) queue(desk.unasked ? REST : 0);
}

let resting = null; // the timer of a rest, which a request of the player's cuts short

function queue(rest = 0) {
  if (resting !== null && !rest) {
    clearTimeout(resting);
    resting = null;
    queued = false;
  }
  if (queued) return;
  queued = true;
  if (!rest) {
    turn.port2.postMessage(null);
    return;
  }
  resting = setTimeout(() => {
    resting = null;
    turn.port2.postMessage(null);
  }, rest);
}
turn.port1.onmessage = work;

function take(message) {
  for (const answer of JSON.parse(desk.take(JSON.stringify(message)))) postMessage(answer);
  if (desk.busy) queue(desk.unasked && queued ? REST : 0);
}

self.onmessage = ({ data }) => (desk ? take(data) : waiting.push(data));

startPython().then(
  (started) => {
    desk = started.desk;
    postMessage({ ready: started.how });
    for (const message of waiting.splice(0)) take(message);
  },
  (error) => postMessage({ failed: `Python did not start: ${error?.message ?? error}` }),
);
