/** Every case of the search evaluation, by locale: one file per area of the portal. */
import type { Locale } from '../../../src/data/locales';
import type { SearchCase } from '../cases';
import * as edge from './edge';
import * as edgehub from './edgehub';
import * as signageIot from './signageIot';
import * as weda from './weda';

const areas = [edgehub, weda, edge, signageIot];

export const searchCases: Readonly<Record<Locale, readonly SearchCase[]>> = {
  en: areas.flatMap((area) => area.en),
  'zh-tw': areas.flatMap((area) => area.zhTw),
};
