// Stand-in for 'tslib' in @docusaurus/utils-common's index (imported by the theme on every page):
// that file only calls `__importDefault`, but a CommonJS require of tslib bundles all of its helpers
// (~4 KB gzipped) into main.js. Same behaviour as tslib's own helper.
function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
}
module.exports = { __importDefault };
