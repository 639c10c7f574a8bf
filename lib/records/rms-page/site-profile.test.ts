import { describe, expect, it } from 'vitest';
import { defaultSiteProfile, extendProfile, profileForOrigin, siteProfileSchema } from './site-profile';

const metro = {
  name: 'Metro RMS',
  origins: ['https://rms.metro.example.gov'],
  synonyms: { licenceNumber: ['OPER ID'], sex: ['GNDR'] },
  tables: ['.grid'],
};

describe('site profiles', () => {
  it('fills what an agency leaves out with empty lists', () => {
    expect(siteProfileSchema.parse({ name: 'Bare' })).toMatchObject({ origins: [], synonyms: {}, textBlocks: [] });
  });

  it('refuses a profile with an unknown field name or a non-address origin', () => {
    expect(siteProfileSchema.safeParse({ name: 'X', synonyms: { shoeSize: ['SHOE'] } }).success).toBe(false);
    expect(siteProfileSchema.safeParse({ name: 'X', origins: ['rms.local'] }).success).toBe(false);
  });

  it('extends the built-in profile: selectors and synonyms are added, never replaced', () => {
    const profile = extendProfile(defaultSiteProfile, siteProfileSchema.parse(metro));
    expect(profile.tables).toEqual(['table', '.grid']);
    expect(profile.textBlocks).toEqual(defaultSiteProfile.textBlocks);
    expect(profile.synonyms).toEqual({ licenceNumber: ['OPER ID'], sex: ['GNDR'] });
    const twice = extendProfile(profile, siteProfileSchema.parse({ name: 'More', synonyms: { sex: ['GEN'] } }));
    expect(twice.synonyms.sex).toEqual(['GNDR', 'GEN']);
  });

  it('picks the stored profiles for the page origin and those for every origin, leaving malformed ones out', () => {
    const everywhere = { name: 'All pages', textBlocks: ['.output'] };
    const stored = [metro, everywhere, { name: '' }, 'not a profile'];
    expect(profileForOrigin('https://rms.metro.example.gov', stored).tables).toEqual(['table', '.grid']);
    expect(profileForOrigin('https://rms.metro.example.gov', stored).textBlocks).toContain('.output');
    const other = profileForOrigin('https://dmv.example.gov', stored);
    expect(other.tables).toEqual(['table']);
    expect(other.textBlocks).toContain('.output');
  });

  it('uses the built-in profile when nothing usable is stored', () => {
    expect(profileForOrigin('https://rms.example.gov', undefined)).toBe(defaultSiteProfile);
    expect(profileForOrigin('https://rms.example.gov', { name: 'not a list' })).toBe(defaultSiteProfile);
  });
});
