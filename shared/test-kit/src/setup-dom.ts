import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and the api client need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Pages load their chunks lazily, and jest compiles each module on first import: on a busy
// two-core machine a first render takes more than the default second. Waits still fail when
// what they wait for never comes.
configure({ asyncUtilTimeout: 5_000 });
