// The NATS transport of libs/nest-common: replies, domain errors, and an oversized answer.
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import { DomainError, notFound } from '@pawpals/contracts';
import { connectNats, NatsRpcServer, PassThroughRpcErrors, RpcClient, type RuntimeConfig } from '@pawpals/nest-common';
import type { NatsConnection } from 'nats';
import { isolatedConfig } from '../src';

@Controller()
class ProbeController {
  @MessagePattern('probe.echo')
  echo(payload: { value: string }) {
    return { echoed: payload.value };
  }
  @MessagePattern('probe.missing')
  missing() {
    throw notFound('No such thing');
  }
  @MessagePattern('probe.huge')
  huge() {
    return 'x'.repeat(2 * 1024 * 1024);
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

let config: RuntimeConfig;
let app: INestMicroservice;
let nc: NatsConnection;
let rpc: RpcClient;

beforeAll(async () => {
  config = await isolatedConfig();
  app = await NestFactory.createMicroservice(ProbeModule, { strategy: new NatsRpcServer(config, 'probe'), logger: false });
  app.useGlobalFilters(new PassThroughRpcErrors()); // as startService does for every service
  await app.listen();
  nc = await connectNats(config, 'probe-client');
  rpc = new RpcClient(nc, config);
});

afterAll(async () => {
  await app?.close();
  await nc?.drain();
});

it('answers with the handler result', async () => {
  await expect(rpc.request('probe.echo', { value: 'hi' })).resolves.toEqual({ echoed: 'hi' });
});

it('carries a domain error to the caller with its code and message', async () => {
  await expect(rpc.request('probe.missing', {})).rejects.toMatchObject({ code: 'not_found', message: 'No such thing' });
});

it('answers a too-large result with a readable error and keeps serving', async () => {
  const error = await rpc.request('probe.huge', {}).catch((e) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: 'unavailable', message: 'The answer is too large to send. Ask for fewer results.' });
  await expect(rpc.request('probe.echo', { value: 'still here' })).resolves.toEqual({ echoed: 'still here' });
});

it('turns no responder into a 503-kind error naming the service', async () => {
  await expect(rpc.request('nobody.listens', {}, 500)).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/nobody service/) });
});
