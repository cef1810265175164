"""Prepares the server's OpenAPI document for openapi-python-client, so that the client it
generates reads what later servers add (docs/clients.md, "Values added later"): every
tagged union gets a last variant, Unknown<Union>, taking any object whose tag is a string.
A variant the client does not know is then kept as that, with its fields, instead of
failing the whole answer. (The growing enums are opened by python-templates/.)

Usage: open_unions.py IN OUT"""

import json
import sys


def open_unions(doc):
    schemas = doc["components"]["schemas"]
    added = {}
    for name, schema in schemas.items():
        tag = schema.get("discriminator", {}).get("propertyName")
        if not tag or "oneOf" not in schema:
            continue
        unknown = f"Unknown{name}"
        added[unknown] = {
            "type": "object",
            "description": f"A variant of {name} this client does not know: its tag, and its "
            "other fields as sent.",
            "properties": {tag: {"type": "string", "description": "The variant's tag."}},
            "required": [tag],
            "additionalProperties": True,
        }
        schema["oneOf"].append({"$ref": f"#/components/schemas/{unknown}"})
    schemas.update(added)
    return doc


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as src:
        opened = open_unions(json.load(src))
    with open(sys.argv[2], "w", encoding="utf-8") as dst:
        json.dump(opened, dst, indent=1)
