// Imported images and media resolve to a fixed name: component tests assert on markup, not files.
module.exports = 'test-file-stub';
