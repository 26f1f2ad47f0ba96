// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor give up after 1 s by default; a CI machine running two suites at once on two cores
// sometimes needs longer for a mutation, its refetch and the re-render (a flaky failure once). A real
// failure still fails, 5 s later. (@testing-library/dom, not react: importing react here would keep it
// from registering its cleanup, since Jest's globals do not exist yet in setup files.)
configure({ asyncUtilTimeout: 5000 });
