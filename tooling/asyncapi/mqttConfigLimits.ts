/**
 * The largest `config` message the protocol allows: every limit of the AsyncAPI document at once
 * (the most devices and tags, every name and text at its longest, written in three-byte UTF-8
 * characters). The unit tests check that it is valid and fits the broker's packet limit; the broker
 * check (`npm run check-mqtt`) sends it through a real broker that has that limit, and then one
 * message over it, which the broker refuses.
 */
/** The limits this reads (generated/facts/edgehubMqtt.ts or tooling/asyncapi/mqttSpec.ts's facts). */
interface Limits {
  configMaxTags: number;
  configMaxDevices: number;
}
interface TagLimits {
  settings: ReadonlyArray<{
    name: string;
    maxLength?: number;
    maximum?: number;
    maxItems?: number;
    itemMaxLength?: number;
  }>;
  tagName: { maxLength: number };
  deviceId: { maxLength: number };
  deviceNameMaxLength: number;
}

/** A three-byte character in UTF-8: the longest text a limit in characters allows. */
const WIDE = '溫';

const fill = (length: number, index: number, prefix: string): string => {
  const id = `${prefix}${index}`;
  return id + '_'.repeat(length - id.length);
};

export function configAtLimits(mqtt: Limits, tags: TagLimits): { ts: string; devices: Record<string, unknown> } {
  const setting = (name: string) => {
    const found = tags.settings.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`ConfigTag has no "${name}"`);
    return found;
  };
  const text = (name: string): string => WIDE.repeat(setting(name).maxLength ?? 0);
  const states = setting('states');
  const tagsPerDevice = Math.floor(mqtt.configMaxTags / mqtt.configMaxDevices);
  const devices: Record<string, unknown> = {};
  for (let d = 0; d < mqtt.configMaxDevices; d++) {
    const deviceTags: Record<string, unknown> = {};
    for (let t = 0; t < tagsPerDevice; t++) {
      deviceTags[fill(tags.tagName.maxLength, d * tagsPerDevice + t, 'T')] = {
        type: 'discrete',
        description: text('description'),
        unit: text('unit'),
        spanLow: -Number.MAX_VALUE,
        spanHigh: Number.MAX_VALUE,
        decimals: setting('decimals').maximum,
        states: Array.from({ length: states.maxItems ?? 0 }, () => WIDE.repeat(states.itemMaxLength ?? 0)),
        readOnly: false,
      };
    }
    devices[fill(tags.deviceId.maxLength, d, 'D')] = { name: WIDE.repeat(tags.deviceNameMaxLength), tags: deviceTags };
  }
  return { ts: '2026-11-02T08:00:00.000Z', devices };
}
