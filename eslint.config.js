import config from '@duality/config/eslint';

export default config;
