/**
 * Reads an OTLP/HTTP JSON request the way a collector would, with the protobuf definitions of the
 * OpenTelemetry project's own JS packages (@opentelemetry/otlp-transformer's generated root, built
 * from opentelemetry-proto), not with our schema: the request is taken into the protobuf message,
 * encoded to bytes, decoded and turned back into the JSON mapping. What comes back equals what was
 * sent only when every field is one the definitions have, with the type they give it: a misspelt
 * field is dropped, a number where a string belongs is changed, and the two no longer match.
 */
import { createRequire } from 'node:module';

interface MessageType {
  fromObject(object: unknown): unknown;
  encode(message: unknown): { finish(): Uint8Array };
  decode(bytes: Uint8Array): unknown;
  toObject(message: unknown, options: Record<string, unknown>): unknown;
}

// The package has no exports map; its generated root is a CommonJS module.
const root = createRequire(import.meta.url)('@opentelemetry/otlp-transformer/build/src/generated/root.js') as {
  opentelemetry: { proto: { collector: { logs: { v1: { ExportLogsServiceRequest: MessageType } }; metrics: { v1: { ExportMetricsServiceRequest: MessageType } } } } };
};

const types = {
  logs: root.opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest,
  metrics: root.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest,
};

/** The JSON mapping of OTLP: 64-bit integers as decimal strings, enums as numbers, defaults left out. */
const jsonMapping = { longs: String, enums: Number, bytes: String, defaults: false, arrays: false, objects: false, oneofs: false };

/** The request after a trip through the protobuf definitions of its signal, as OTLP JSON. */
export function throughProtobuf(signal: keyof typeof types, request: unknown): unknown {
  const type = types[signal];
  const bytes = type.encode(type.fromObject(request)).finish();
  return JSON.parse(JSON.stringify(type.toObject(type.decode(bytes), jsonMapping)));
}
