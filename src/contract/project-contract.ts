// Node-only: the backend contract of the project on disk (npm run openapi, the build, the dev
// server and Storybook all write or serve this one document).
import { buildVersion } from '../build/build-version.ts';
import type { Market } from '../generated/market.ts';
import { loadMarket, projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import { readEndpointContract } from './endpoint-uses.ts';
import { readContractFixtures } from './fixtures.ts';
import { readApiAddresses } from './api-addresses.ts';
import { buildOpenApi } from './openapi.ts';
import { loadReplySchemaSet } from './reply-schemas.ts';

export function projectOpenApi(root = projectRoot, version = buildVersion(root)): ReturnType<typeof buildOpenApi> {
  const market = loadMarket(root) as unknown as Market;
  return buildOpenApi({
    endpoints: readEndpointContract(root),
    addresses: readApiAddresses(root, market.provider),
    schemas: loadReplySchemaSet(root),
    fixtures: readContractFixtures(root),
    market,
    version,
  });
}
