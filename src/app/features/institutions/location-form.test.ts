import { describe, expect, it } from 'vitest';
import type { Institution } from '../../../contract/institutions.ts';
import { fr } from './fr.ts';
import {
  buildLocationUpdate,
  checkLocationForm,
  coordinateInput,
  formatLocation,
} from './location-form.ts';

describe('checkLocationForm', () => {
  it('reads French commas and points alike', () => {
    expect(checkLocationForm({ lat: '48,8566', lng: ' 2.3522 ' })).toEqual({
      ok: true,
      location: { lat: 48.8566, lng: 2.3522 },
    });
    expect(checkLocationForm({ lat: '-33,9', lng: '-70' })).toEqual({
      ok: true,
      location: { lat: -33.9, lng: -70 },
    });
  });

  it('asks for each missing coordinate under its field', () => {
    expect(checkLocationForm({ lat: '', lng: '  ' })).toEqual({
      ok: false,
      errors: { lat: fr.location.latRequired, lng: fr.location.lngRequired },
    });
  });

  it('refuses out-of-range values with the contract’s own words', () => {
    expect(checkLocationForm({ lat: '91', lng: '2' })).toEqual({
      ok: false,
      errors: { lat: 'La latitude est comprise entre -90 et 90.' },
    });
    expect(checkLocationForm({ lat: '48', lng: '-180,5' })).toEqual({
      ok: false,
      errors: { lng: 'La longitude est comprise entre -180 et 180.' },
    });
  });

  it('refuses text that is not a number', () => {
    const check = checkLocationForm({ lat: '48°51′', lng: 'deux' });
    expect(check.ok).toBe(false);
    expect(!check.ok && Object.keys(check.errors).sort()).toEqual(['lat', 'lng']);
  });
});

describe('buildLocationUpdate', () => {
  const institution: Institution = {
    id: 'i1',
    name: 'EHPAD Les Tilleuls',
    email: 'contact@tilleuls.fr',
    phone: '01 23 45 67 89',
    address: '1 rue des Tilleuls, Lyon',
    role: 'institution',
    status: 'approved',
    created_at: '2025-01-01T00:00:00Z',
    tarification: {
      weekday_rate: 30,
      weekend_rate: null,
      night_week_rate: 35,
      night_weekend_rate: null,
      travel_fee: 10,
    },
    location: null,
    siret: null,
  };

  it('sends the establishment’s fields as they are, with the new location', () => {
    expect(buildLocationUpdate(institution, { lat: 45.76, lng: 4.83 })).toEqual({
      name: institution.name,
      email: institution.email,
      phone: institution.phone,
      address: institution.address,
      tarification: institution.tarification,
      location: { lat: 45.76, lng: 4.83 },
    });
  });

  it('sends null to remove it', () => {
    expect(buildLocationUpdate(institution, null).location).toBeNull();
  });
});

describe('formatLocation and coordinateInput', () => {
  it('names the hemispheres, French decimals', () => {
    expect(formatLocation({ lat: 48.8566, lng: 2.3522 })).toBe('48,85660 N · 2,35220 E');
    expect(formatLocation({ lat: -33.9, lng: -70.1 })).toBe('33,90000 S · 70,10000 O');
  });

  it('pre-fills an input with a decimal comma', () => {
    expect(coordinateInput(48.8566)).toBe('48,8566');
    expect(coordinateInput(undefined)).toBe('');
  });
});
