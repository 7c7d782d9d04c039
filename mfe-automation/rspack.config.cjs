const { createAppConfig } = require('@podcast/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_automation',
  devPort: 3012,
  publicPath: 'auto',
  title: 'Email Automation',
  exposes: { './AutomationPage': './src/automation-page.tsx' },
});
