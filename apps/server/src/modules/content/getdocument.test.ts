import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { documents } from '../../db/schema/content.js';
import { startShop, type Session, type TestShop } from '../../test/harness.js';

let shop: TestShop;
let guest: Session;

beforeAll(async () => {
  shop = await startShop();
  await shop.db.insert(documents).values({ name: 'test-page', title: 'Test Page', html: '<h1>Test Page</h1><p>Fixture text.</p>' });
  guest = await shop.guest();
});
afterAll(() => shop.close());

const get = (document: unknown, session: Session | null = guest) => shop.call('getdocument', { document }, session);

describe('getdocument', () => {
  it('answers the document with its title and HTML', async () => {
    expect(await get('test-page')).toEqual({
      status: Status.OK,
      statusMessage: 'Success',
      data: { document: 'test-page', title: 'Test Page', html: '<h1>Test Page</h1><p>Fixture text.</p>' },
    });
  });

  it('finds the document whatever the case of its name', async () => {
    expect((await get('TEST-Page')).data.document).toBe('test-page');
  });

  it('answers an unknown name with status 8 naming the page', async () => {
    expect(await get('no-such-page')).toEqual({ status: Status.NOT_FOUND, statusMessage: 'The page no-such-page was not found.', data: null });
  });

  it('refuses a name with a slash with status 1 naming the field', async () => {
    const res = await get('../test-page');
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toBe('Document must be a document name.');
  });

  it('refuses an empty or missing name naming the field', async () => {
    expect((await get('')).statusMessage).toBe('Document is required.');
    expect((await shop.call('getdocument', {}, guest)).statusMessage).toBe('Document is required.');
  });

  it('is open to every signed-in user but not without a session', async () => {
    expect((await get('test-page', await shop.signIn('vendor'))).status).toBe(Status.OK);
    expect((await get('test-page', null)).status).toBe(Status.SESSION_INVALID);
  });
});
