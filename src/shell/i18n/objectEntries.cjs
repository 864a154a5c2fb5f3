// What node-polyglot (react-admin's translator) asks for as `object.entries`: the browser's own. The package is an
// es-shims polyfill, which brought get-intrinsic and twenty modules of its kind into the app's chunk, and two
// exceptions thrown on purpose as it loads (vite.config.ts aliases it here).
module.exports = Object.entries;
