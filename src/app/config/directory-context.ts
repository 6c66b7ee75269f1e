/**
 * The API directory as the views read it (home's tiles, the ads wallboard's sections). Kept apart from
 * api-directory.ts so that start-up, which reads the directory, does not load the context code.
 * Not provided (a view tested alone): consumers see undefined, which counts as "every API served".
 */
import { createContext } from '@lit/context';
import type { ApiDirectory } from './api-directory.ts';

export const directoryContext = createContext<ApiDirectory>(Symbol('tv-api-directory'));
