/**
 * Checks that need only a page's HTML read it over HTTP from the server under test: no browser
 * page, no hydration. What the reader sees once the page has hydrated is checked on one page per
 * kind in the browser (the hydrated checks name it).
 */
import * as cheerio from 'cheerio';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The served page at `url`, parsed; a status other than 200 fails the test, naming the URL. */
export async function servedPage(request: APIRequestContext, url: string): Promise<cheerio.CheerioAPI> {
  const response = await request.get(url);
  expect(response.status(), `HTTP status of ${url}`).toBe(200);
  return cheerio.load(await response.text());
}
