import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { brandingQueryOptions } from './get-branding';
import { homepageQueryOptions } from './get-homepage';
import { imagesQueryOptions } from './get-images';
import { seedFirstPaintData } from './first-paint-data';

function addBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'landing-data';
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => document.getElementById('landing-data')?.remove());

describe('the landing data sent with the page', () => {
  it('fills the branding, homepage and logo queries before the first render', () => {
    const branding = { companyName: 'Vault & Co', tagline: 'Sport first' };
    const sections = [{ id: 's1', sectionName: 'hero', title: 'Every match' }];
    const logo = [{ key: 'logo', url: '/api/public/files/logo.png?v=2' }];
    addBlock(JSON.stringify({ branding, sections, logo }));
    const client = new QueryClient();

    seedFirstPaintData(client);

    expect(client.getQueryData(brandingQueryOptions().queryKey)).toEqual(branding);
    expect(client.getQueryData(homepageQueryOptions().queryKey)).toEqual(sections);
    expect(client.getQueryData(imagesQueryOptions(['logo']).queryKey)).toEqual(logo);
    expect(document.getElementById('landing-data')).toBeNull();
  });

  it('leaves the cache empty when the block is missing or does not parse', () => {
    const client = new QueryClient();
    seedFirstPaintData(client);
    addBlock('{not json');
    seedFirstPaintData(client);
    expect(client.getQueryData(brandingQueryOptions().queryKey)).toBeUndefined();
  });
});
