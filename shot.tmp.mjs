import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 2200 } });
for (const [url, file] of [['/APIs/EdgeHub-MQTT/channels/data', '/tmp/mqtt-data.png'], ['/zh-tw/APIs/EdgeHub-MQTT/edgehub-mqtt-api', '/tmp/mqtt-landing-zh.png'], ['/EdgeHub/Edge_SDK/Raw_MQTT_Client', '/tmp/raw.png']]) {
  await page.goto('http://127.0.0.1:3100' + url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: file });
}
await browser.close();
