import { jestProject } from '../shared/test/jest-preset';

export default jestProject(__dirname, 'jsdom');
