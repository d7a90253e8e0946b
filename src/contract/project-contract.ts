// Node-only: the backend contract of the project on disk (npm run openapi, the build, the dev
// server and Storybook all write or serve this one document).
import { buildVersion } from '../build/build-version';
import type { Market } from '../generated/market';
import { loadMarket, projectRoot } from '../compiler/1-parse/files-on-disk';
import { readEndpointContract } from './endpoint-uses';
import { readContractFixtures } from './fixtures';
import { buildOpenApi } from './openapi';
import { loadReplySchemaSet } from './reply-schemas';

export function projectOpenApi(root = projectRoot, version = buildVersion(root)): ReturnType<typeof buildOpenApi> {
  return buildOpenApi({
    endpoints: readEndpointContract(root),
    schemas: loadReplySchemaSet(root),
    fixtures: readContractFixtures(root),
    market: loadMarket(root) as unknown as Market,
    version,
  });
}
