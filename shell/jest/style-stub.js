// CSS files are side-effect imports; tests do not need their rules.
module.exports = {};
