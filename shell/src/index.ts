// Asynchronous boundary: shared singletons are negotiated before React or the store is evaluated.
//
// The shared libraries are evaluated first, one per task, leaves first, then the bootstrap: the
// browser may paint and answer input between them, where evaluating them all inside the
// bootstrap's first require was one long task (issue 18: the total blocking time). Each import
// is Module Federation's shared copy, as the bootstrap's own imports are: it evaluates once.
// Each is one of this entry's own dynamic imports, so the build preloads its chunks with main.js.
// axios is not among them: @atlas/runtime fetches it with the page's first request (issue 34).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const SHARED_IN_ORDER = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@reduxjs/toolkit'),
  () => import('react-redux'),
  () => import('redux-saga'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('styled-components'),
  () => import('@atlas/contracts'),
  () => import('@atlas/runtime'),
  () => import('@atlas/ui-kit'),
  // The shell's own layout and pages, apart from the bootstrap that starts them.
  () => import('./app/app'),
];

async function start(): Promise<void> {
  // The federation runtime's start-up (this script's own task) ends before the first library's.
  await nextTask();
  for (const evaluate of SHARED_IN_ORDER) {
    await evaluate();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();
