// Imported images and media become their file's name: component tests assert on markup, and two
// different pictures stay two different addresses (in src, srcset and as React keys).
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(path.basename(filename))};` };
  },
};
