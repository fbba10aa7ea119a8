// Imported images resolve to their file name, which is all a component test needs to assert on.
module.exports = 'test-asset.webp';
