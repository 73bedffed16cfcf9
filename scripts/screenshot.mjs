// Opens a page of the running demo in the system Chromium, prints its console and saves a screenshot:
//   node scripts/screenshot.mjs <url> <file.png>
import { chromium } from 'playwright-core'

const [url = 'http://127.0.0.1:5173/', file = 'screenshot.png'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 800 } })
  page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`))
  page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`))
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await page.screenshot({ path: file })
  console.log(`saved ${file}`)
} finally {
  await browser.close()
}
