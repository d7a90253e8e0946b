import { projectOpenApi } from '../../src/contract/project-contract';
import { trafficChecker } from '../../src/contract/traffic-check';
import type { SentRequest } from './request-log';

/**
 * Holds a request the page sent against the project's OpenAPI document (the one npm run openapi
 * writes as dist/openapi.json), with the same checker the end-to-end host uses on every call
 * (src/contract/traffic-check.ts): operation, query and header parameters, body fields.
 */
export interface RequestContract {
  /** What is wrong with the request, one line each, naming the operation and the field; empty when it fits. */
  violations(request: SentRequest): Promise<string[]>;
}

export function requestContract(): RequestContract {
  const checker = trafficChecker(projectOpenApi().document);
  return {
    async violations(request) {
      const url = `http://page${checker.base}${request.path}${request.query.size ? `?${request.query.toString()}` : ''}`;
      return (await checker.request({ method: request.method, url, headers: request.headers, body: await request.body })).violations;
    },
  };
}
