// CSS files are plain side-effect imports; tests do not need their rules.
module.exports = {};
