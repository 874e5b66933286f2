import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyMap } from './property-map';
import { TILE_TIMEOUT_MS, worldPixel } from './tile-map';

const MIAMI = { address: '1234 Palm Ave', latitude: 25.77, longitude: -80.19 };
const UNAVAILABLE = 'Map unavailable — tiles could not load';

afterEach(() => {
  vi.useRealTimers();
});

describe('PropertyMap', () => {
  it('says "Address not found" without coordinates, and that it could not be placed on the map', () => {
    render(<PropertyMap lead={{ address: '1234 Palm Ave', latitude: null, longitude: null }} />);
    const notPlaced = 'This address could not be placed on the map.';
    expect(
      screen.getByRole('img', { name: `Map of 1234 Palm Ave: ${notPlaced}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Address not found')).toBeInTheDocument();
    expect(screen.getByText(notPlaced)).toBeInTheDocument();
  });

  it('credits OpenStreetMap and shows the tiles around the property', () => {
    render(<PropertyMap lead={MIAMI} />);
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
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('says the map is unavailable when every tile fails, instead of a grey box', () => {
    render(<PropertyMap lead={MIAMI} />);
    const map = screen.getByRole('img', { name: 'Map of 1234 Palm Ave' });

    for (const tile of map.querySelectorAll('img')) fireEvent.error(tile);

    expect(map.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByText(UNAVAILABLE)).toBeVisible();
    expect(screen.queryByText('Address not found')).not.toBeInTheDocument();
  });

  it('says so too when the tile server never answers', () => {
    vi.useFakeTimers();
    render(<PropertyMap lead={MIAMI} />);

    act(() => vi.advanceTimersByTime(TILE_TIMEOUT_MS - 1));
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.getByText(UNAVAILABLE)).toBeVisible();
  });

  it('keeps the map when some tiles load and others fail', () => {
    vi.useFakeTimers();
    render(<PropertyMap lead={MIAMI} />);
    const [first, ...rest] = screen
      .getByRole('img', { name: 'Map of 1234 Palm Ave' })
      .querySelectorAll('img');

    if (first) fireEvent.load(first);
    for (const tile of rest) fireEvent.error(tile);
    act(() => vi.advanceTimersByTime(TILE_TIMEOUT_MS));

    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('counts afresh for another property', () => {
    const { rerender } = render(<PropertyMap lead={MIAMI} />);
    for (const tile of screen.getByRole('img').querySelectorAll('img')) fireEvent.error(tile);
    expect(screen.getByText(UNAVAILABLE)).toBeVisible();

    rerender(<PropertyMap lead={{ ...MIAMI, latitude: 25.8, longitude: -80.2 }} />);

    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    expect(screen.getByRole('img').querySelectorAll('img')).toHaveLength(9);
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
