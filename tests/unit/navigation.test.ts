/**
 * The navbar menus of SPEC §2, written out: src/data/navigation.ts (which derives them from the
 * doc-set table) must produce exactly these, in this order; the e2e navigation test then checks
 * that the served navbar shows what the data says.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { footerColumns, navbarMenus, type NavLink } from '../../src/data/navigation';

const target = (link: NavLink): string => ('to' in link ? link.to : link.href);
const menu = (id: string): Array<[string, string]> =>
  (navbarMenus.find((candidate) => candidate.id === id)?.items ?? []).map((link) => [link.label.en, target(link)]);

test('the navbar has three menus, left to right, labelled in both languages', () => {
  assert.deepEqual(
    navbarMenus.map((candidate) => candidate.label),
    [
      { en: 'Discover', 'zh-tw': '探索' },
      { en: 'Documentations', 'zh-tw': '產品文件' },
      { en: 'API Hubs', 'zh-tw': 'API 中心' },
    ],
  );
});

test('Discover: the BSP, training, the blog and the catalog', () => {
  assert.deepEqual(menu('discover'), [
    ['BSP', '/BSP/Overview'],
    ['Training & Certification', '/training'],
    ['Blog', 'https://www.nexedge.example.com/blog'],
    ['Catalog', 'https://www.nexedge.example.com/catalog'],
  ]);
});

test('Documentations: the 14 entries of SPEC §2 in order, family hubs among them', () => {
  assert.deepEqual(menu('documentations'), [
    ['WEDA', '/weda/docs/Introduction'],
    ['EdgeHub', '/EdgeHub/Introduction/What_is_EdgeHub'],
    ['EdgeLink', '/EdgeLink/Introduction'],
    ['ECOWatch', '/ECOWatch/Introduction'],
    ['IoTSuite', '/IoTSuite'],
    ['IoTEdge', '/IoTEdge'],
    ['SignageCMS X', '/SignageCMSX/Trial_Step/Trial_Steps'],
    ['VisionSense', '/VisionSense/Log_in_to_System/intro'],
    ['iService Cloud Platform', '/iServiceCloudPlatform/System_Setting_-_User_Manual/Site'],
    ['Inspection', '/Inspection/Web_-_User_Manual/Overview'],
    ['SignageBI', '/SignageBI/Dashboard'],
    ['CountingBI', '/CountingBI/Quick_Start/Counting_Device_Setup/iVision_Suite_Edge'],
    ['SignageCMS V2', '/SignageCMSV2/Product_Updates/Upcoming/New_Features'],
    ['IoT Sensing', '/IoTSensing/Quick_Start/Basic_Setup_-_WISE-iService/Add_Site'],
  ]);
});

test('API Hubs: the REST, GraphQL and MQTT references', () => {
  assert.deepEqual(menu('apiHubs'), [
    ['WEDA API', '/weda/api/weda-api'],
    ['EdgeHub RESTful API', '/APIs/EdgeHub/edgehub-restful-apis'],
    ['EdgeHub GraphQL API', '/APIs/EdgeHub-GraphQL/edgehub-graphql-api'],
    ['EdgeHub MQTT API', '/APIs/EdgeHub-MQTT/edgehub-mqtt-api'],
  ]);
});

test('the footer: a column per product family, then the company links', () => {
  assert.deepEqual(
    footerColumns.map((column) => [column.title.en, column.items.length]),
    [
      ['Edge computing', 4],
      ['Digital signage', 3],
      ['Vision, IoT and energy', 6],
      ['AI', 1],
      ['API references', 4],
      ['Company', 3],
    ],
  );
  assert.deepEqual(footerColumns.at(-1)?.items.map(target), [
    '/training',
    'https://www.nexedge.example.com/blog',
    'https://www.nexedge.example.com/legal/privacy-policy',
  ]);
});
