import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('map tile configuration', () => {
  it('defaults to OpenStreetMap tiles and credits them', () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: '© OpenStreetMap contributors',
    });
    expect(loadConfig({ MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: '' }).map.tileUrl).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  });

  it('takes a tile server of the agency’s own', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png?key=abc',
      MAP_TILE_ATTRIBUTION: 'Tiles © Example',
    });
    expect(config.map).toEqual({
      tileUrl: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png?key=abc',
      tileAttribution: 'Tiles © Example',
    });
  });

  it('refuses a URL that is not http(s) or lacks a placeholder, naming MAP_TILE_URL', () => {
    for (const MAP_TILE_URL of ['tile.example.org/{z}/{x}/{y}.png', 'https://tile.example.org/{z}/{x}.png']) {
      expect(() => loadConfig({ MAP_TILE_URL }), MAP_TILE_URL).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_TILE_URL })).toThrow(/MAP_TILE_URL: /);
    }
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tile.example.org/7/1/2.png' })).toThrow(/\{z\}, \{x\} and \{y\}/);
  });
});
