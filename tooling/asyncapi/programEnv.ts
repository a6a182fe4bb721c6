/**
 * The environment variables EdgeHub's raw MQTT client programs read (the manuals' `run=mqtt`
 * programs, EdgeHub/Edge_SDK/Raw_MQTT_Client.mdx): one list for the broker check that runs them, the
 * MQTT reference's block of `export` lines and the values a reader can enter for them (issue 42).
 */
export const EDGEHUB_PROGRAM_ENV = {
  mqttHost: 'EDGEHUB_MQTT_HOST',
  mqttPort: 'EDGEHUB_MQTT_PORT',
  tenantId: 'EDGEHUB_TENANT_ID',
  scadaId: 'EDGEHUB_SCADA_ID',
  credentialKey: 'EDGEHUB_CREDENTIAL_KEY',
} as const;

export type ProgramSlot = keyof typeof EDGEHUB_PROGRAM_ENV;
