import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { loadTenantFiles } from './load';
import { checkNewSite, NewSiteError, type NewSiteProblem } from './onboard';

const dir = path.join(ROOT, 'tenants');
const files = loadTenantFiles(dir);
const site = (domain: string) => ({ domain, name: 'Some Site', niche: 2, language: 'en', countries: ['GB'], company: 'amora-media' });

function problems(domain: string, reservedHosts?: readonly string[]): readonly NewSiteProblem[] {
  try {
    checkNewSite(dir, files, site(domain), reservedHosts ? { reservedHosts } : {});
    return [];
  } catch (error) {
    if (!(error instanceof NewSiteError)) throw error;
    return error.fields;
  }
}

describe('onboarding a domain', () => {
  it("refuses the console's hosts, however they are configured, and only those", () => {
    expect(problems('Console.Example.com', ['console.example.com'])).toEqual([
      { field: 'domain', reason: 'invalid', message: '"console.example.com" is the operator console\'s host (OPERATOR_HOSTS), never a site' },
    ]);
    expect(problems('console.example.com')).toEqual([]);
  });

  it('refuses local names and addresses, which every site has or none can be', () => {
    expect(problems('sweet.localhost').map((problem) => problem.message)).toEqual([expect.stringContaining('local names are given already')]);
    expect(problems('[2001:db8::1]').map((problem) => problem.message)).toEqual([expect.stringContaining('is an address')]);
  });

  it('names the punycode form of a domain written in Unicode, which is what DNS and browsers send', () => {
    expect(problems('www.Herzschmerz-Café.example')).toEqual([
      { field: 'domain', reason: 'invalid', message: '"herzschmerz-café.example" is not ASCII: write its punycode form "xn--herzschmerz-caf-pnb.example"' },
    ]);
    expect(problems('xn--herzschmerz-caf-pnb.example')).toEqual([]);
  });
});
