import { EVENTS_STREAM, EVENTS_SUBJECT_PREFIX } from '@pawpals/contracts';
import { DiscardPolicy, nanos, RetentionPolicy, StorageType, type NatsConnection } from 'nats';
import { prefixed, streamName, type RuntimeConfig } from './config';

/** Creates the EVENTS stream if missing. Idempotent; every publisher and consumer calls it at start. */
export async function ensureEventsStream(nc: NatsConnection, config: RuntimeConfig): Promise<string> {
  const name = streamName(config, EVENTS_STREAM);
  const jsm = await nc.jetstreamManager();
  try {
    await jsm.streams.info(name);
  } catch {
    await jsm.streams
      .add({
        name,
        subjects: [prefixed(config, `${EVENTS_SUBJECT_PREFIX}.>`)],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        discard: DiscardPolicy.Old,
        max_age: nanos(30 * 24 * 3600 * 1000),
        duplicate_window: nanos(10 * 60 * 1000),
        num_replicas: config.eventsReplicas,
      })
      .catch(async (err) => {
        // Another process created it between our check and our add.
        await jsm.streams.info(name).catch(() => Promise.reject(err));
      });
  }
  return name;
}
