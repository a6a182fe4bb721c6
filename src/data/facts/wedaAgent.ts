/**
 * When WEDA Cloud shows a device Offline: the WEDA Edge agent reports a heartbeat every
 * `heartbeat.interval` seconds (agent.yaml, or the device's configuration in the API), and WEDA
 * Cloud marks the device Offline once `missedHeartbeats` heartbeats in a row have not arrived. This
 * is the one place the rule and its numbers are written: the WEDA manual states it in "Device
 * lifecycle" (/weda/docs/Introduction/Key_Concepts#device-lifecycle) and the agent's settings
 * table, quoting these values in MDX (`{wedaAgent.offlineAfterSeconds.default}`); other pages link
 * there. The interval's range is the `AgentSettings.heartbeat.interval` schema of
 * openapi/weda.yaml, which tests/unit/content/wedaAgent.test.ts holds this file to.
 */
const heartbeatSeconds = { default: 30, min: 10, max: 60 } as const;
const missedHeartbeats = 3;

export const wedaAgent = {
  heartbeatSeconds,
  missedHeartbeats,
  /** Seconds without a heartbeat after which a device shows Offline, for the default and the range. */
  offlineAfterSeconds: {
    default: heartbeatSeconds.default * missedHeartbeats,
    min: heartbeatSeconds.min * missedHeartbeats,
    max: heartbeatSeconds.max * missedHeartbeats,
  },
} as const;
