const { createAppConfig } = require('@podcast/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_editing',
  devPort: 3013,
  publicPath: 'auto',
  title: 'Editing & Publishing',
  exposes: { './EditingBoard': './src/editing-board.tsx' },
});
