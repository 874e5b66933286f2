import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PropertyMap } from './property-map';

// Leaflet needs layout jsdom lacks; here it fails to load, as it would offline.
vi.mock('leaflet', () => {
  throw new Error('offline');
});

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
    await vi.waitFor(() => expect(map.querySelector('svg')).not.toBeNull());
    expect(screen.queryByText('Address not found')).not.toBeInTheDocument();
  });
});
