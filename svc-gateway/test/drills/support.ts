import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, privateNatsServer, ServiceFleet, type PrivateNats } from '@pawpals/testing';
import type { ServiceName } from '@pawpals/contracts';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../../src/app';
import { signUp, walkPages, type Member } from '../support';

/** One drill's private world: its own nats-server, databases, service processes and gateway. */
export interface DrillSystem {
  nats: PrivateNats;
  config: RuntimeConfig;
  fleet: ServiceFleet;
  gateway: RunningGateway;
  api: ReturnType<typeof request>;
  close(): Promise<void>;
}

export async function startDrillSystem(services: ServiceName[], replicas = 1): Promise<DrillSystem> {
  const nats = await privateNatsServer();
  const config = await isolatedConfig({ natsUrl: nats.url, rpcTimeoutMs: 1500 });
  const fleet = await ServiceFleet.start(config, services);
  for (let i = 1; i < replicas; i++) for (const s of services) await fleet.startService(s);
  const gateway = await createGateway({ config });
  return {
    nats,
    config,
    fleet,
    gateway,
    api: request(gateway.app.getHttpServer()),
    async close() {
      await gateway.close();
      await fleet.close();
      await nats.stop();
      await dropDatabases(config);
    },
  };
}

/** A business owner with a listing, and a customer, both signed in. */
export async function ownerAndCustomer(api: ReturnType<typeof request>, tag: string) {
  const owner = await signUp(api, `${tag}_owner`, { firstName: 'Owen', accountType: 'business_owner' });
  const business = await api
    .post('/api/businesses')
    .set('Cookie', owner.cookie)
    .send({ name: `${tag} Clinic`, category: 'veterinarian', city: 'Austin', state: 'TX' })
    .expect(201);
  const customer = await signUp(api, `${tag}_customer`, { firstName: 'Cara' });
  return { owner, customer, businessId: business.body.id as string };
}

/** Every message of the owner's business conversations, page after page (the list is paged by conversation). */
export async function ownerInquiries(api: ReturnType<typeof request>, owner: Member): Promise<{ subject: string; senderType: string }[]> {
  return (await walkPages<{ subject: string; senderType: string }>(api, '/api/my-business/inquiries?limit=100', { cookie: owner.cookie })).items;
}

export async function notificationTitles(api: ReturnType<typeof request>, m: Member): Promise<string[]> {
  return (await api.get('/api/notifications').set('Cookie', m.cookie).expect(200)).body.map((n: { title: string }) => n.title);
}
