import type { TestProject } from 'vitest/node';
import { createShopTemplate, dropShopTemplate, type ShopTemplate, type TestDbKind } from './test-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    shopTemplate: ShopTemplate;
  }
}

/** Seeds the demo shop once per project; every test file clones it (docs/decisions/0014). */
export default async function setup(project: TestProject) {
  const kind: TestDbKind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const template = await createShopTemplate(kind);
  project.provide('shopTemplate', template);
  return () => dropShopTemplate(template);
}
