import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docSets, landingUrl, productManuals } from '../../src/data/docSets';
import { searchContextSlug } from '../../src/data/search';
import { manualLandings } from '../../plugins/manual-landings';

// What the content wrap of every page knows of the table (src/theme/DocItem/Content): which pages
// offer "Save this manual for offline reading", and for which manual and search index.
test("every product manual's landing page, and no other page, offers to save that manual", () => {
  const landings = manualLandings();
  assert.deepEqual(
    Object.keys(landings).sort(),
    productManuals()
      .map((set) => landingUrl(set))
      .sort(),
  );
  for (const set of productManuals()) {
    assert.deepEqual(landings[landingUrl(set)], {
      setId: set.id,
      searchContext: set.routeBasePath,
      indexSlug: searchContextSlug(set),
    });
  }
  const manuals = new Set(productManuals().map((set) => set.id));
  for (const set of docSets.filter((candidate) => !manuals.has(candidate.id)))
    assert.equal(landings[landingUrl(set)], undefined, `${set.id} is not a product manual`);
});
