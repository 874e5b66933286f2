import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyMap } from './property-map';
import { worldPixel } from './tile-map';

describe('PropertyMap', () => {
  it('says "Address not found" without coordinates', () => {
    render(<PropertyMap lead={{ address: '1234 Palm Ave', latitude: null, longitude: null }} />);
    expect(screen.getByRole('img', { name: 'Map of 1234 Palm Ave' })).toBeInTheDocument();
    expect(screen.getByText('Address not found')).toBeInTheDocument();
  });

  it('credits OpenStreetMap and stays quiet when the map cannot load', async () => {
    render(<PropertyMap lead={{ address: '1234 Palm Ave', latitude: 25.77, longitude: -80.19 }} />);
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    const map = screen.getByRole('img', { name: 'Map of 1234 Palm Ave' });
    const tiles = map.querySelectorAll('img');
    expect(tiles).toHaveLength(9);
    expect(tiles[4]?.getAttribute('src')).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/17\/\d+\/\d+\.png$/,
    );
    // Offline: every tile fails, and a quiet placeholder replaces the grey squares.
    for (const tile of tiles) fireEvent.error(tile);
    expect(map.querySelectorAll('img')).toHaveLength(0);
    expect(map.querySelector('svg')).not.toBeNull();
    expect(screen.queryByText('Address not found')).not.toBeInTheDocument();
  });

  it('numbers tiles as OpenStreetMap does (Web Mercator, origin at the north-west)', () => {
    const size = 256 * 2 ** 17;
    expect(worldPixel(0, 0)).toEqual({ x: size / 2, y: size / 2 });
    expect(worldPixel(85.05112878, -180).x).toBe(0);
    expect(worldPixel(85.05112878, -180).y).toBeCloseTo(0, 0);
    // Miami is west of Greenwich and north of the equator: left of and above the middle.
    const miami = worldPixel(25.7617, -80.1918);
    expect(Math.floor(miami.x / 256)).toBe(36339);
    expect(Math.floor(miami.y / 256)).toBe(55823);
  });
});
