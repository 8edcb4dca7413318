import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { configureHashing } from '../modules/auth/passwords.js';
import { createShopTemplate, dropShopTemplate, type ShopTemplate, type TestDbKind } from './test-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    shopTemplate: ShopTemplate;
  }
}

/** Seeds the demo shop once per project; every test file clones it (docs/decisions/0014). */
export default async function setup(project: TestProject) {
  // The demo accounts are hashed at the tests' cost, as every app the tests start hashes (docs/decisions/0055).
  const config = loadConfig({ NODE_ENV: 'test' });
  configureHashing(config);
  const kind: TestDbKind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const template = await createShopTemplate(kind, config.scryptN);
  project.provide('shopTemplate', template);
  return () => dropShopTemplate(template);
}
