import { countryRegions, regionName } from './regions.js';

describe('region names', () => {
  it("are what the region's own people call it, as places are", () => {
    expect(countryRegions('BE').map((region) => region.name)).toEqual(['Brussel', 'Vlaanderen', 'Wallonie']);
    expect(regionName('BE', 'VLG')).toBe('Vlaanderen');
    expect(regionName('DE', 'BY')).toBe('Bayern');
    expect(regionName('ES', 'AN')).toBe('Andalucía');
  });
});
