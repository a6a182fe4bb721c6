/**
 * Writes the facts that pages import but that live in a specification (browser code cannot read
 * YAML): the EdgeHub MQTT connection facts, from openapi/edgehub-mqtt.asyncapi.yaml into
 * generated/facts/edgehubMqtt.ts, and who may call what in the WEDA API, from openapi/weda.yaml
 * into generated/facts/wedaAccess.ts. `npm run gen-api` does the same; `npm run typecheck` and
 * `npm run test:unit` run this first, because they come before gen-api in `npm test`.
 */
import { ROOT } from '../tooling/content/files';
import { ACCESS_FACTS_MODULE, ACCESS_SPEC_FILE, writeAccessFacts } from '../tooling/openapi/apiAccess';
import { FACTS_MODULE, MQTT_SPEC_FILE, writeFactsModule } from '../tooling/asyncapi/mqttSpec';

writeFactsModule(ROOT).then(
  () => {
    console.log(`${MQTT_SPEC_FILE}: connection facts written to ${FACTS_MODULE}`);
    writeAccessFacts(ROOT);
    console.log(`${ACCESS_SPEC_FILE}: scopes and roles written to ${ACCESS_FACTS_MODULE}`);
  },
  (error: unknown) => {
    console.error(`error  ${(error as Error).message}`);
    process.exit(1);
  },
);
